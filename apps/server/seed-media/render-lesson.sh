#!/bin/sh
# Renders one demo video lesson: a 6-second H.264 clip with its title and three steps, and a PNG preview.
# usage: lesson.sh out-base background-color "title" "step 1" "step 2" "step 3"
set -e
out=$1; color=$2; shift 2
dir=$(mktemp -d)
printf '%s' "$1" > "$dir/title.txt"
printf '%s' "$2" > "$dir/s1.txt"
printf '%s' "$3" > "$dir/s2.txt"
printf '%s' "$4" > "$dir/s3.txt"
printf '%s' "Видеоурок · Портал грузоперевозок" > "$dir/brand.txt"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
BOLD=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
header="drawbox=x=0:y=0:w=iw:h=34:color=black@0.25:t=fill,drawtext=fontfile=$FONT:textfile=$dir/brand.txt:fontsize=16:fontcolor=white@0.85:x=14:y=10,drawtext=fontfile=$BOLD:textfile=$dir/title.txt:fontsize=24:fontcolor=white:x=(w-tw)/2:y=130"
step="fontfile=$FONT:fontsize=19:fontcolor=white:x=(w-tw)/2:y=200"
ffmpeg -v error -y -f lavfi -i "color=c=$color:s=640x360:r=15:d=6" -f lavfi -i "color=c=white:s=520x6:r=15:d=6" \
  -filter_complex "[0:v]$header,drawtext=$step:textfile=$dir/s1.txt:enable='lt(t,2)',\
drawtext=$step:textfile=$dir/s2.txt:enable='between(t,2,4)',drawtext=$step:textfile=$dir/s3.txt:enable='gt(t,4)',\
drawbox=x=60:y=300:w=520:h=6:color=white@0.3:t=fill[bg];[bg][1:v]overlay=x='60-520+520*t/6':y=300,\
drawbox=x=0:y=300:w=60:h=6:color=$color:t=fill" \
  -c:v libx264 -profile:v main -pix_fmt yuv420p -preset slow -crf 30 -movflags +faststart -an "$out.mp4"
ffmpeg -v error -y -f lavfi -i "color=c=$color:s=640x360:d=1" -frames:v 1 \
  -vf "$header,drawtext=fontfile=$FONT:text='▶':fontsize=48:fontcolor=white:x=(w-tw)/2:y=200" "$out.png"
rm -rf "$dir"
