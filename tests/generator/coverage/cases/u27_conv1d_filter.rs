use diff::*;
use kernel::u27_conv1d_filter;

fn main() {
    diff::main(|d| {
        for (n, k) in [(1usize, 3usize), (100, 5), (257, 7)] {
            launch!(d, threads(n.div_ceil(64), 64),
                    u27_conv1d_filter(x = buf(floats(n, 14)), filter = buf(floats(k, 15)), y = buf_mut(zeros(n))));
        }
    });
}
