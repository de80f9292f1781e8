use diff::*;
use kernel::it_position;

fn main() {
    diff::main(|d| {
        for (rows, width, block) in [(1usize, 4usize, 32usize), (600, 12, 128)] {
            launch!(d, threads(rows.div_ceil(block), block),
                    it_position(m = buf(floats(rows * width, 14)), width = val(width), threshold = val(12.0f32),
                                out = buf_mut(zeros(rows))));
        }
    });
}
