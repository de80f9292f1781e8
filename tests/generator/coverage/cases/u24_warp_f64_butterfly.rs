use diff::*;
use kernel::u24_warp_f64_butterfly;

fn main() {
    diff::main(|d| {
        for (n, block) in [(7usize, 32usize), (1000, 64), (2000, 256)] {
            launch!(d, blocks(n.div_ceil(block), block),
                    u24_warp_f64_butterfly(x = buf(floats(n, 2485)), sums = buf_mut(zeros(n)), maxes = buf_mut(zeros(n))));
        }
    });
}
