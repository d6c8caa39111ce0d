#!/bin/sh
# special_input.sh KIND REGEX MEMLIMIT_KB command args...
#
# Runs the command with every argument @INPUT@ replaced by an input that is
# not a regular file: KIND zero is /dev/zero, endless; KIND fifo is a FIFO
# that nobody writes to, on which open() would wait forever. Passes when the
# command ends within 20 seconds with exit status 1 or 2 and output matching
# the extended regular expression REGEX. With MEMLIMIT_KB other than 0 the
# command runs under `ulimit -v`, so that a reader that fills the memory
# fails at once instead of taking the machine's.
kind=$1
regex=$2
memlimit=$3
shift 3

dir=$(mktemp -d) || exit 1
trap 'rm -rf "$dir"' EXIT
case $kind in
  zero) input=/dev/zero ;;
  fifo) input=$dir/input.fifo; mkfifo "$input" || exit 1 ;;
  *) echo "unknown kind '$kind' (zero or fifo)"; exit 1 ;;
esac

# The arguments again, @INPUT@ replaced.
count=$#
i=0
while [ "$i" -lt "$count" ]; do
  arg=$1
  shift
  [ "$arg" = @INPUT@ ] && arg=$input
  set -- "$@" "$arg"
  i=$((i + 1))
done

(
  if [ "$memlimit" != 0 ]; then ulimit -v "$memlimit" || exit 99; fi
  exec timeout 20 "$@"
) > "$dir/out" 2>&1
code=$?
case $code in
  1 | 2) ;;
  124) echo "FAILED: still running after 20 seconds (blocked on the $kind input?)"; cat "$dir/out"; exit 1 ;;
  *) echo "FAILED: expected exit status 1 or 2, got $code"; cat "$dir/out"; exit 1 ;;
esac
if ! grep -Eq "$regex" "$dir/out"; then
  echo "FAILED: the output does not match '$regex':"
  cat "$dir/out"
  exit 1
fi
cat "$dir/out"
