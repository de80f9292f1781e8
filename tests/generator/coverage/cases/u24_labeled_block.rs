use diff::*;
use kernel::u24_labeled_block;

fn main() {
    diff::main(|d| {
        for (rows, width, block) in [(1usize, 3usize, 32usize), (100, 6, 64), (500, 10, 128)] {
            launch!(d, threads(rows.div_ceil(block), block),
                    u24_labeled_block(m = buf(u32s(rows * width, 2490)), width = val(width), key = val(5u32), out = buf_mut(zeros(rows))));
        }
    });
}
