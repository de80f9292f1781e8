use diff::*;
use kernel::u24_array_of_structs;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 64), (1000, 128)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u24_array_of_structs(xs = buf(floats(n, 2427)), ys = buf(floats(n, 2428)), out = buf_mut(zeros(n))));
        }
    });
}
