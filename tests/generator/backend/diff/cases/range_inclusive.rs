//! range_inclusive: `a..=b` forward, reversed, stepped and summed, with the
//! ends Rust defines: `..=MAX` (u8 and u32), one item (`a..=a`), empty
//! (`a > b`), the whole u8 range.
use diff::*;
use kernel::range_inclusive;

fn main() {
    diff::main(|d| {
        let lo: Vec<u8> = vec![0, 250, 255, 5, 255, 3, 0, 17, 128, 254];
        let hi: Vec<u8> = vec![255, 255, 255, 4, 0, 3, 0, 200, 255, 255];
        let m = u32::MAX;
        let a: Vec<u32> = vec![m - 10, m, 10, 0, m - 2, 7, m - 3, 1, 100, 0];
        let b: Vec<u32> = vec![m, m, 9, 20, m, 7, m, 0, 1000, 2];
        let n = lo.len();
        launch!(
            d,
            threads(1, 32),
            range_inclusive(lo = buf(lo), hi = buf(hi), a = buf(a), b = buf(b),
                            fwd = buf_mut(zeros(n)), back = buf_mut(zeros(n)),
                            step = buf_mut(zeros(n)), total = buf_mut(zeros(n)))
        );
    });
}
