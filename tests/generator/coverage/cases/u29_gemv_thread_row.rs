use diff::*;
use kernel::u29_gemv_thread_row;

fn main() {
    diff::main(|d| {
        for (rows, cols, block) in [(1usize, 1usize, 32usize), (37, 19, 32), (200, 64, 128)] {
            launch!(d, threads(rows.div_ceil(block), block),
                    u29_gemv_thread_row(a = buf(floats(rows * cols, 2901)), x = buf(floats(cols, 2902)), cols = val(cols),
                                        alpha = val(0.5f32), beta = val(-1.25f32), y = buf_mut(floats(rows, 2903))));
        }
    });
}
