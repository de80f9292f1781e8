use diff::*;
use kernel::u27_conv2d_filter;

fn main() {
    diff::main(|d| {
        for (w, h) in [(1usize, 1usize), (8, 8), (21, 13)] {
            launch!(d, blocks((w.div_ceil(8), h.div_ceil(8)), (8, 8)),
                    u27_conv2d_filter(img = buf(floats(w * h, 16)), filter = buf(floats(9, 17)),
                                      out = buf_mut(zeros(w * h)), w = val(w), h = val(h)));
        }
    });
}
