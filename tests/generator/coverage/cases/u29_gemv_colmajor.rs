use diff::*;
use kernel::u29_gemv_colmajor;

fn main() {
    diff::main(|d| {
        for (rows, cols, block) in [(1usize, 3usize, 32usize), (45, 17, 32), (256, 40, 64)] {
            launch!(d, threads(rows.div_ceil(block), block),
                    u29_gemv_colmajor(a = buf(floats(rows * cols, 2904)), x = buf(floats(cols, 2905)), rows = val(rows),
                                      y = buf_mut(zeros(rows))));
        }
    });
}
