use diff::*;
use kernel::u24_const_generic_ring;

fn main() {
    diff::main(|d| {
        for (rows, width, block) in [(1usize, 2usize, 32usize), (100, 7, 64), (300, 12, 128)] {
            launch!(d, threads(rows.div_ceil(block), block),
                    u24_const_generic_ring(m = buf(floats(rows * width, 2423)), width = val(width),
                                           out4 = buf_mut(zeros(rows)), out3 = buf_mut(zeros(rows))));
        }
    });
}
