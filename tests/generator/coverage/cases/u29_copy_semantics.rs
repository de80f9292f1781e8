use diff::*;
use kernel::u29_copy_semantics;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 64)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u29_copy_semantics(x = buf(i32s(n, 2975, 1000)), out = buf_mut(zeros(6 * n))));
        }
    });
}
