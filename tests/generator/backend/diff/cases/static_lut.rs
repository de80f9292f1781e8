//! static_lut: a kernel reading `static` tables (u32, i16 with i16::MIN,
//! f32) and a scalar f64 static, bit for bit against Rust.
use diff::*;
use kernel::static_lut;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 64), (1000, 128), (3001, 256)] {
            launch!(
                d,
                threads(n.div_ceil(block), block),
                static_lut(
                    x = buf(from_fn(n, |i| hash(41, i) as u32)),
                    y = buf_mut(from_fn(n, |_| 0u32)),
                    z = buf_mut(floats(n, 42))
                )
            );
        }
    });
}
