use diff::*;
use kernel::closure_plain;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), closure_plain(x = buf(floats(n, 100)), out = buf_mut(zeros(n))));
        }
    });
}
