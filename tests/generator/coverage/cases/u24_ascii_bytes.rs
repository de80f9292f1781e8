use diff::*;
use kernel::u24_ascii_bytes;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 64), (1000, 256)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u24_ascii_bytes(text = buf(from_fn(n, |i| 32 + (hash(2458, i) % 95) as u8)),
                                    upper = buf_mut(zeros(n)), value = buf_mut(zeros(n))));
        }
    });
}
