use diff::*;
use kernel::u24_let_else;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 64), (1000, 256)] {
            launch!(d, threads(n.div_ceil(block) + 1, block),
                    u24_let_else(x = buf(floats(n, 2402)), out = buf_mut(zeros(n))));
        }
    });
}
