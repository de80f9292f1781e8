use diff::*;
use kernel::u24_option_chain;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 64), (1000, 256)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u24_option_chain(x = buf(i32s(n, 2465, 100)), y = buf(i32s(n, 2466, 100)), out = buf_mut(zeros(n))));
        }
    });
}
