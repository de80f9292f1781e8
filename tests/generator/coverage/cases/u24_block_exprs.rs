use diff::*;
use kernel::u24_block_exprs;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 64), (1000, 256)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u24_block_exprs(x = buf(i32s(n, 2460, 1000)), out = buf_mut(zeros(n))));
        }
    });
}
