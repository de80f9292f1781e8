use diff::*;
use kernel::u27_rgb_grayscale;

fn main() {
    diff::main(|d| {
        for n in [1usize, 64, 1001] {
            launch!(d, threads(n.div_ceil(128), 128),
                    u27_rgb_grayscale(rgb = buf(bytes(3 * n, 21)), gray = buf_mut(zeros(n))));
        }
    });
}
