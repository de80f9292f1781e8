use diff::*;
use kernel::u24_transpose_rows;

fn main() {
    diff::main(|d| {
        for (w, h) in [(32usize, 32usize), (45, 70), (7, 3)] {
            launch!(d, blocks((w.div_ceil(32), h.div_ceil(32)), (32, 8)),
                    u24_transpose_rows(input = buf(floats(w * h, 2439)), w = val(w), h = val(h), out = buf_mut(zeros(w * h))));
        }
    });
}
