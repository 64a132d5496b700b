cd /work/wt/probe7
n=0
while IFS= read -r q; do n=$((n+1)); echo "=== Q$n: $q"; timeout 30 node dist/cli.js ask "$q" 2>&1; echo; done < /work/wt/probe7/questions.txt
