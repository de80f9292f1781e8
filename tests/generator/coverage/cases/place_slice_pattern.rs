use diff::*;
use kernel::place_slice_pattern;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), place_slice_pattern(m = buf(i32s(3 * n, 91, 1000)), width = val(3usize), out = buf_mut(zeros(n))));
        }
    });
}
