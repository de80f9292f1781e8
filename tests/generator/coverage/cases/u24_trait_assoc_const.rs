use diff::*;
use kernel::u24_trait_assoc_const;

fn main() {
    diff::main(|d| {
        for (n, block) in [(3usize, 32usize), (100, 64), (1000, 128)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u24_trait_assoc_const(x = buf(floats(n, 2422)), a = buf_mut(zeros(n)), b = buf_mut(zeros(n))));
        }
    });
}
