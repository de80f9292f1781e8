use diff::*;
use kernel::u24_mem_replace_take;

fn main() {
    diff::main(|d| {
        for (rows, width, block) in [(1usize, 2usize, 32usize), (100, 7, 64), (500, 12, 128)] {
            launch!(d, threads(rows.div_ceil(block), block),
                    u24_mem_replace_take(m = buf(i32s(rows * width, 2484, 100)), width = val(width), out = buf_mut(zeros(rows))));
        }
    });
}
