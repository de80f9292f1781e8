use diff::*;
use kernel::it_chunks_mut;

fn main() {
    diff::main(|d| {
        for (n, width, block) in [(5usize, 2usize, 32usize), (1000, 8, 64), (999, 7, 32)] {
            launch!(d, threads(n.div_ceil(width).div_ceil(block), block),
                    it_chunks_mut(y = buf_mut(floats(n, 16)), width = val(width), scale = val(0.5f32)));
        }
    });
}
