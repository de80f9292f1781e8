use diff::*;
use kernel::u29_transpose_rect;

fn main() {
    diff::main(|d| {
        for (w, h) in [(1usize, 1usize), (37usize, 20usize), (64, 48)] {
            launch!(d, blocks((w.div_ceil(16), h.div_ceil(16)), (16, 16)),
                    u29_transpose_rect(src = buf(floats(w * h, 2906)), w = val(w), h = val(h), dst = buf_mut(zeros(w * h))));
        }
    });
}
