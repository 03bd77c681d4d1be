<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="island" tilewidth="32" tileheight="32" tilecount="12" columns="4">
 <image source="island_tiles.png" width="128" height="96"/>
</tileset>
