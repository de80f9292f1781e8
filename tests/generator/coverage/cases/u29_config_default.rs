use diff::*;
use kernel::u29_config_default;

fn main() {
    diff::main(|d| {
        for (n, e, raw, block) in [(1usize, 1.0f32, false, 32usize), (100, 0.5, true, 32), (500, 2.0, false, 128)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u29_config_default(hdr = buf(floats(n, 2940)), exposure = val(e), raw = val(raw), out = buf_mut(zeros(n))));
        }
    });
}
