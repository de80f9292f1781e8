use diff::*;
use kernel::u24_chunks_remainder;

fn main() {
    diff::main(|d| {
        for (rows, width, block) in [(1usize, 3usize, 32usize), (100, 10, 64), (300, 17, 128)] {
            launch!(d, threads(rows.div_ceil(block), block),
                    u24_chunks_remainder(m = buf(i32s(rows * width, 2452, 1000)), width = val(width), out = buf_mut(zeros(rows))));
        }
    });
}
