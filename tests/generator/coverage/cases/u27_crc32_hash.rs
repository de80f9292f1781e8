use diff::*;
use kernel::u27_crc32_hash;

fn main() {
    diff::main(|d| {
        for n in [1usize, 100, 999] {
            launch!(d, threads(n.div_ceil(128), 128),
                    u27_crc32_hash(x = buf(u32s(n, 41)), crc = buf_mut(zeros(n)), mix = buf_mut(zeros(n))));
        }
    });
}
