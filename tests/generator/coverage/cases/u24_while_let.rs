use diff::*;
use kernel::u24_while_let;

fn main() {
    diff::main(|d| {
        for (rows, width, block) in [(1usize, 5usize, 32usize), (100, 9, 64), (777, 16, 128)] {
            launch!(d, threads(rows.div_ceil(block), block),
                    u24_while_let(m = buf(i32s(rows * width, 2401, 100)), width = val(width), out = buf_mut(zeros(rows))));
        }
    });
}
