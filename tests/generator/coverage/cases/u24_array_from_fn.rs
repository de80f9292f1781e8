use diff::*;
use kernel::u24_array_from_fn;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 64), (1000, 256)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u24_array_from_fn(x = buf(floats(n, 2456)), out = buf_mut(zeros(n))));
        }
    });
}
