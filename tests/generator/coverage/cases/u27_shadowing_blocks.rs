use diff::*;
use kernel::u27_shadowing_blocks;

fn main() {
    diff::main(|d| {
        for (n, l) in [(1usize, 0u32), (256, 16), (300, 300)] {
            launch!(d, threads(n.div_ceil(128), 128),
                    u27_shadowing_blocks(px = buf(from_fn(n, |i| i as u8)), out = buf_mut(zeros(n)), levels = val(l)));
        }
    });
}
