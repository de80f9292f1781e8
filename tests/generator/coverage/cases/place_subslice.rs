use diff::*;
use kernel::place_subslice;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), place_subslice(x = buf(floats(n + 8, 90)), out = buf_mut(zeros(n))));
        }
    });
}
