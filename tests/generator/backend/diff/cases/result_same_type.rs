//! result_same_type: even and odd values (Ok and Err of `half`), sums that
//! overflow i32 both ways (Err of `add_or_first`) and ones that do not.
use diff::*;
use kernel::result_same_type;

fn main() {
    diff::main(|d| {
        let n = 64;
        let mut a = i32s(n, 3, 1 << 30);
        let mut b = i32s(n, 4, 1 << 30);
        a[0] = i32::MAX;
        b[0] = 1;
        a[1] = i32::MIN;
        b[1] = -1;
        a[2] = i32::MAX;
        b[2] = i32::MIN;
        launch!(
            d,
            threads(2, 32),
            result_same_type(x = buf(u32s(n, 5)), a = buf(a), b = buf(b), halves = buf_mut(zeros(n)),
                             sums = buf_mut(zeros(n)), flags = buf_mut(zeros(n)))
        );
    });
}
