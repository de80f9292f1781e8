use diff::*;
use kernel::u27_blelloch_scan;

fn main() {
    diff::main(|d| {
        for n in [1usize, 128, 300] {
            launch!(d, blocks(n.div_ceil(128), 128),
                    u27_blelloch_scan(x = buf(u32s(n, 8)), out = buf_mut(zeros(n))));
        }
    });
}
