use diff::*;
use kernel::own_trait_static;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), own_trait_static(x = buf(floats(n, 34)), y = buf(floats(n, 35)), out = buf_mut(zeros(n))));
        }
    });
}
