use diff::*;
use kernel::own_generic_impl;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (1000, 128)] {
            launch!(d, threads(n.div_ceil(block), block),
                    own_generic_impl(x = buf(floats(n * 2, 81)), ix = buf(i32s(n * 2, 82, 1000)),
                                     out = buf_mut(zeros(n)), iout = buf_mut(zeros(n))));
        }
    });
}
