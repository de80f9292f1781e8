use diff::*;
use kernel::u24_argmax_by;

fn main() {
    diff::main(|d| {
        for (rows, width, block) in [(1usize, 1usize, 32usize), (100, 7, 64), (400, 16, 128)] {
            launch!(d, threads(rows.div_ceil(block), block),
                    u24_argmax_by(m = buf(floats(rows * width, 2412)), width = val(width), out = buf_mut(zeros(rows))));
        }
    });
}
