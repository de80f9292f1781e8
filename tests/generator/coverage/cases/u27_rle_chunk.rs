use diff::*;
use kernel::u27_rle_chunk;

fn main() {
    diff::main(|d| {
        for chunks in [1usize, 10, 70] {
            let data = from_fn(chunks * 16, |i| (hash(34, i / 3) % 3) as u8);
            launch!(d, threads(chunks.div_ceil(32), 32),
                    u27_rle_chunk(data = buf(data), out = buf_mut(zeros(chunks * 32)), counts = buf_mut(zeros(chunks))));
        }
    });
}
