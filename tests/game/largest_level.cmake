# Writes the largest level the game opens (io/PlayableSize.h: 1024 x 1024 cells) to OUT: grass with rocks every few
# cells of every other row, one spawn on the left edge and one goal on the right, one wave.
# usage: cmake -DOUT=FILE -P largest_level.cmake
set(side 1024)
string(REPEAT "......#..........#....#.." 41 row)  # 1025 cells: cut to the side below
string(SUBSTRING "${row}" 0 ${side} row)
string(REPEAT "." ${side} open)
string(REPEAT "    \"${row}\",\n    \"${open}\",\n" 511 rows)
file(WRITE "${OUT}" "{\n  \"format\": \"td-level\",\n  \"version\": 1,\n  \"name\": \"The Largest\",\n"
     "  \"size\": [${side}, ${side}],\n  \"legend\": {\".\": \"grass\", \"#\": \"rock\"},\n  \"tiles\": [\n"
     "${rows}    \"${row}\",\n    \"${open}\"\n  ],\n  \"spawns\": [[0, 512]],\n  \"goals\": [[1023, 512]],\n  \"connectivity\": 8,\n"
     "  \"gold\": 500,\n  \"lives\": 20,\n  \"waves\": [\n"
     "    {\"groups\": [{\"enemy\": \"normal\", \"count\": 10, \"interval\": 1.0, \"spawn\": 0}]}\n  ]\n}\n")
