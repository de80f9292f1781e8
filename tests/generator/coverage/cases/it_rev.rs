use diff::*;
use kernel::it_rev;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), it_rev(x = buf(floats(n, 3)), y = buf_mut(zeros(n))));
        }
    });
}
