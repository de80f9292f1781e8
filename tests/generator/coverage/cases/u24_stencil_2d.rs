use diff::*;
use kernel::u24_stencil_2d;

fn main() {
    diff::main(|d| {
        for (w, h, bx, by) in [(5usize, 3usize, 8usize, 8usize), (37, 20, 16, 8), (64, 33, 32, 4)] {
            launch!(d, blocks((w.div_ceil(bx), h.div_ceil(by)), (bx, by)),
                    u24_stencil_2d(g = buf(floats(w * h, 2436)), w = val(w), h = val(h), out = buf_mut(zeros(w * h))));
        }
    });
}
