use diff::*;
use kernel::u24_struct_accum;

fn main() {
    diff::main(|d| {
        for (rows, width, block) in [(1usize, 3usize, 32usize), (100, 8, 64), (500, 5, 128)] {
            launch!(d, threads(rows.div_ceil(block), block),
                    u24_struct_accum(m = buf(floats(rows * width, 2417)), width = val(width),
                                     mean = buf_mut(zeros(rows)), range = buf_mut(zeros(rows))));
        }
    });
}
