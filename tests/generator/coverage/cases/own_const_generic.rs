use diff::*;
use kernel::own_const_generic;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (1000, 128)] {
            launch!(d, threads(n.div_ceil(block), block),
                    own_const_generic(x = buf(floats(n * 4, 71)), out = buf_mut(zeros(n))));
        }
    });
}
