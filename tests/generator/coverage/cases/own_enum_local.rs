use diff::*;
use kernel::own_enum_local;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), own_enum_local(x = buf(floats(n, 25)), out = buf_mut(zeros(n))));
        }
    });
}
