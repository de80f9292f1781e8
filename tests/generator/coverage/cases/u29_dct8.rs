use diff::*;
use kernel::u29_dct8;

fn main() {
    diff::main(|d| {
        for (rows, block) in [(1usize, 32usize), (50, 32), (300, 128)] {
            launch!(d, threads(rows.div_ceil(block), block),
                    u29_dct8(x = buf(floats(rows * 8, 2973)), y = buf_mut(zeros(rows * 8))));
        }
    });
}
