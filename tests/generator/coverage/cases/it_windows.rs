use diff::*;
use kernel::it_windows;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), it_windows(x = buf(floats(n + 2, 17)), out = buf_mut(zeros(n))));
        }
    });
}
