use diff::*;
use kernel::u24_skip_take;

fn main() {
    diff::main(|d| {
        for (n, block, k) in [(1usize, 32usize, 4usize), (100, 64, 5), (1000, 256, 9)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u24_skip_take(x = buf(i32s(n, 2410, 1000)), k = val(k), out = buf_mut(zeros(n))));
        }
    });
}
