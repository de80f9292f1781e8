use diff::*;
use kernel::u27_box_blur_clamp;

fn main() {
    diff::main(|d| {
        for (w, h) in [(1usize, 1usize), (16, 16), (23, 9)] {
            launch!(d, blocks((w.div_ceil(16), h.div_ceil(8)), (16, 8)),
                    u27_box_blur_clamp(src = buf(bytes(w * h, 22)), dst = buf_mut(zeros(w * h)), w = val(w), h = val(h)));
        }
    });
}
