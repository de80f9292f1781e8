use diff::*;
use kernel::core_option_combinators;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), core_option_combinators(x = buf(i32s(n, 76, 1000)), out = buf_mut(zeros(n))));
        }
    });
}
